(define (problem plan_trial_gmem_0014)
(:domain alfred)
(:objects
        agent1 - agent
        AlarmClockType - otype
        AppleType - otype
        BaseballBatType - otype
        BasketBallType - otype
        BathtubType - otype
        BlindsType - otype
        BookType - otype
        BootsType - otype
        BowlType - otype
        BoxType - otype
        BreadType - otype
        ButterKnifeType - otype
        CDType - otype
        CandleType - otype
        CellPhoneType - otype
        ChairType - otype
        ClothType - otype
        CreditCardType - otype
        CupType - otype
        CurtainsType - otype
        DeskLampType - otype
        DishSpongeType - otype
        EggType - otype
        FloorLampType - otype
        FootstoolType - otype
        ForkType - otype
        GlassbottleType - otype
        HandTowelType - otype
        HousePlantType - otype
        KettleType - otype
        KeyChainType - otype
        KnifeType - otype
        LadleType - otype
        LaptopType - otype
        LaundryHamperLidType - otype
        LettuceType - otype
        LightSwitchType - otype
        MirrorType - otype
        MugType - otype
        NewspaperType - otype
        PaintingType - otype
        PanType - otype
        PaperTowelType - otype
        PaperTowelRollType - otype
        PenType - otype
        PencilType - otype
        PepperShakerType - otype
        PillowType - otype
        PlateType - otype
        PlungerType - otype
        PosterType - otype
        PotType - otype
        PotatoType - otype
        RemoteControlType - otype
        SaltShakerType - otype
        ScrubBrushType - otype
        ShowerDoorType - otype
        ShowerGlassType - otype
        SinkType - otype
        SoapBarType - otype
        SoapBottleType - otype
        SpatulaType - otype
        SpoonType - otype
        SprayBottleType - otype
        StatueType - otype
        StoveKnobType - otype
        TeddyBearType - otype
        TelevisionType - otype
        TennisRacketType - otype
        TissueBoxType - otype
        ToiletPaperType - otype
        ToiletPaperRollType - otype
        TomatoType - otype
        TowelType - otype
        VaseType - otype
        WatchType - otype
        WateringCanType - otype
        WindowType - otype
        WineBottleType - otype
        ArmChairType - rtype
        BathtubBasinType - rtype
        BedType - rtype
        CabinetType - rtype
        CartType - rtype
        CoffeeMachineType - rtype
        CoffeeTableType - rtype
        CounterTopType - rtype
        DeskType - rtype
        DiningTableType - rtype
        DrawerType - rtype
        DresserType - rtype
        FridgeType - rtype
        GarbageCanType - rtype
        HandTowelHolderType - rtype
        LaundryHamperType - rtype
        MicrowaveType - rtype
        OttomanType - rtype
        PaintingHangerType - rtype
        SafeType - rtype
        ShelfType - rtype
        SideTableType - rtype
        SinkBasinType - rtype
        SofaType - rtype
        StoveBurnerType - rtype
        TVStandType - rtype
        ToasterType - rtype
        ToiletType - rtype
        ToiletPaperHangerType - rtype
        TowelHolderType - rtype
        Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49 - object
        Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51 - object
        Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 - object
        Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49 - object
        Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 - object
        Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 - receptacle
        Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 - receptacle
        CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 - receptacle
        Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 - receptacle
        Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 - receptacle
        GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 - receptacle
        Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 - receptacle
        Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 - receptacle
        Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin - receptacle
        loc_bar__minus_3_bar_5_bar_1_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_1_bar_20_bar_1_bar_30 - location
        loc_bar_1_bar_6_bar_2_bar_0 - location
        loc_bar_2_bar_4_bar_2_bar__minus_30 - location
        loc_bar_3_bar_19_bar_1_bar_30 - location
        loc_bar_3_bar_5_bar_1_bar__minus_30 - location
        loc_bar_3_bar_9_bar_1_bar_30 - location
        loc_bar_4_bar_24_bar_1_bar_30 - location
        loc_bar_4_bar_26_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 CabinetType)
        (receptacleType Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 CounterTopType)
        (receptacleType Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 DrawerType)
        (receptacleType Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 DrawerType)
        (receptacleType GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 GarbageCanType)
        (receptacleType Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 MicrowaveType)
        (receptacleType Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 SafeType)
        (receptacleType Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin SinkBasinType)
        (objectType Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49 AppleType)
        (objectType Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51 MugType)
        (objectType Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 ForkType)
        (objectType Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49 CupType)
        (objectType Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 PotType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType ForkType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain DrawerType ForkType)
        (canContain GarbageCanType AppleType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType ForkType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (pickupable Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49)
        (cleanable Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49)
        (heatable Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49)
        (coolable Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49)
        (sliceable Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49)
        (pickupable Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51)
        (isReceptacleObject Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51)
        (cleanable Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51)
        (heatable Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51)
        (coolable Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51)
        (pickupable Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (cleanable Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30)
        (pickupable Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49)
        (isReceptacleObject Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49)
        (cleanable Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49)
        (heatable Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49)
        (coolable Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49)
        (pickupable Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (isReceptacleObject Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (cleanable Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (coolable Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28)
        (openable Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43)
        (openable Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (openable Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52)
        (openable Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72)
        (openable Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26)
        (openable Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49 GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50)
        (inReceptacle Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (inReceptacle Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (inReceptacle Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49 Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53)
        (inReceptacle Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_25_bar__plus_02_dot_13_bar__plus_00_dot_43 loc_bar_2_bar_4_bar_2_bar__minus_30)
        (receptacleAtLocation Cabinet_bar__plus_01_dot_32_bar__plus_02_dot_13_bar__plus_01_dot_53 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_39_bar__plus_01_dot_03_bar__plus_04_dot_72 loc_bar_3_bar_19_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_00_dot_12_bar__plus_00_dot_80_bar__plus_00_dot_52 loc_bar__minus_3_bar_5_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__plus_01_dot_28_bar__plus_00_dot_81_bar__plus_04_dot_72 loc_bar_1_bar_20_bar_1_bar_30)
        (receptacleAtLocation GarbageCan_bar__plus_02_dot_00_bar__plus_00_dot_00_bar__plus_06_dot_50 loc_bar_4_bar_24_bar_1_bar_30)
        (receptacleAtLocation Microwave_bar__plus_00_dot_11_bar__plus_00_dot_98_bar__plus_00_dot_26 loc_bar_1_bar_6_bar_2_bar_0)
        (receptacleAtLocation Safe_bar__plus_02_dot_05_bar__minus_00_dot_01_bar__plus_07_dot_06 loc_bar_4_bar_26_bar_1_bar_30)
        (receptacleAtLocation Sink_bar__plus_01_dot_39_bar__plus_01_dot_01_bar__plus_02_dot_33_bar_SinkBasin loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Apple_bar__plus_02_dot_01_bar__plus_00_dot_05_bar__plus_06_dot_49 loc_bar_4_bar_24_bar_1_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_34_bar__plus_02_dot_18_bar__plus_01_dot_51 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (objectAtLocation Fork_bar__plus_01_dot_42_bar__plus_01_dot_06_bar__plus_02_dot_30 loc_bar_3_bar_9_bar_1_bar_30)
        (objectAtLocation Cup_bar__plus_01_dot_36_bar__plus_02_dot_18_bar__plus_01_dot_49 loc_bar_3_bar_5_bar_1_bar__minus_30)
        (objectAtLocation Pot_bar__plus_01_dot_44_bar__plus_01_dot_06_bar__plus_02_dot_28 loc_bar_3_bar_9_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (cleanable ?o)
                            (objectType ?o AppleType)
                            (receptacleType ?r MicrowaveType)
                            (isClean ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
