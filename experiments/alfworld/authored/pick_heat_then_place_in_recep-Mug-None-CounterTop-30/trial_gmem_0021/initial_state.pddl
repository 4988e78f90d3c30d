(define (problem plan_trial_gmem_0021)
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
        Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34 - object
        Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07 - object
        Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01 - object
        Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51 - object
        Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66 - object
        Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 - receptacle
        Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 - receptacle
        CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 - receptacle
        CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 - receptacle
        Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 - receptacle
        Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 - receptacle
        Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 - receptacle
        Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 - receptacle
        Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar_5_bar_3_bar_30 - location
        loc_bar_0_bar__minus_2_bar_0_bar_30 - location
        loc_bar_0_bar__minus_2_bar_2_bar__minus_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_10_bar__minus_1_bar_1_bar_30 - location
        loc_bar_10_bar__minus_2_bar_1_bar_30 - location
        loc_bar_2_bar__minus_2_bar_2_bar_30 - location
        loc_bar_4_bar__minus_2_bar_0_bar_30 - location
        loc_bar_4_bar__minus_2_bar_2_bar_30 - location
        loc_bar_8_bar_0_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 CounterTopType)
        (receptacleType CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 CounterTopType)
        (receptacleType Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 DrawerType)
        (receptacleType Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 DrawerType)
        (receptacleType Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 MicrowaveType)
        (receptacleType Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34 MugType)
        (objectType Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07 AppleType)
        (objectType Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01 BreadType)
        (objectType Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51 CupType)
        (objectType Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66 PotType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CabinetType PotType)
        (canContain CounterTopType AppleType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType PotType)
        (canContain FridgeType AppleType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain FridgeType PotType)
        (canContain MicrowaveType AppleType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType AppleType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType PotType)
        (pickupable Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34)
        (isReceptacleObject Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34)
        (cleanable Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34)
        (heatable Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34)
        (coolable Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34)
        (pickupable Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07)
        (cleanable Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07)
        (heatable Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07)
        (coolable Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07)
        (sliceable Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07)
        (pickupable Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01)
        (heatable Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01)
        (coolable Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01)
        (sliceable Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01)
        (pickupable Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51)
        (isReceptacleObject Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51)
        (cleanable Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51)
        (heatable Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51)
        (coolable Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51)
        (pickupable Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66)
        (isReceptacleObject Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66)
        (cleanable Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66)
        (coolable Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66)
        (openable Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (openable Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (openable Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32)
        (openable Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66)
        (openable Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (openable Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34 Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33)
        (inReceptacle Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07 Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin)
        (inReceptacle Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01 CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02)
        (inReceptacle Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51 Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47)
        (inReceptacle Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66 Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61)
        (receptacleAtLocation Cabinet_bar__plus_02_dot_85_bar__plus_00_dot_42_bar__minus_00_dot_61 loc_bar_8_bar_0_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_20_bar__plus_01_dot_96_bar__minus_01_dot_33 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_21_bar__plus_00_dot_94_bar__plus_00_dot_46 loc_bar_4_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_03_dot_11_bar__plus_00_dot_94_bar__plus_00_dot_02 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_05_bar__plus_00_dot_77_bar__minus_01_dot_32 loc_bar_2_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Drawer_bar__minus_00_dot_86_bar__plus_00_dot_39_bar__plus_00_dot_66 loc_bar_0_bar__minus_2_bar_0_bar_30)
        (receptacleAtLocation Fridge_bar__plus_01_dot_01_bar__plus_00_dot_03_bar__minus_01_dot_47 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (receptacleAtLocation Microwave_bar__minus_01_dot_03_bar__plus_00_dot_89_bar__plus_01_dot_43 loc_bar__minus_1_bar_5_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__plus_03_dot_08_bar__plus_00_dot_89_bar__plus_00_dot_09_bar_SinkBasin loc_bar_10_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Mug_bar__minus_00_dot_19_bar__plus_02_dot_01_bar__minus_01_dot_34 loc_bar_0_bar__minus_2_bar_2_bar__minus_30)
        (objectAtLocation Apple_bar__plus_03_dot_10_bar__plus_00_dot_94_bar__plus_00_dot_07 loc_bar_10_bar__minus_1_bar_1_bar_30)
        (objectAtLocation Bread_bar__plus_03_dot_14_bar__plus_00_dot_99_bar__minus_00_dot_01 loc_bar_10_bar__minus_2_bar_1_bar_30)
        (objectAtLocation Cup_bar__plus_01_dot_05_bar__plus_00_dot_08_bar__minus_01_dot_51 loc_bar_4_bar__minus_2_bar_2_bar_30)
        (objectAtLocation Pot_bar__plus_02_dot_90_bar__plus_00_dot_47_bar__minus_00_dot_66 loc_bar_8_bar_0_bar_1_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (heatable ?o)
                            (objectType ?o MugType)
                            (receptacleType ?r CounterTopType)
                            (isHot ?o)
                            (inReceptacle ?o ?r)
                        )
                    )
                )
            )
        )
    )
