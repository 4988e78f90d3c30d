(define (problem plan_trial_gmem_0001)
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
        Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47 - object
        ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05 - object
        Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65 - object
        Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44 - object
        Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41 - object
        Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 - receptacle
        Cabinet_bar__minus_00_dot_37_bar__plus_00_dot_40_bar__minus_00_dot_35 - receptacle
        CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 - receptacle
        CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 - receptacle
        DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 - receptacle
        DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 - receptacle
        Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 - receptacle
        Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 - receptacle
        Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin - receptacle
        loc_bar__minus_1_bar_4_bar_3_bar_30 - location
        loc_bar__minus_2_bar_0_bar_2_bar_30 - location
        loc_bar__minus_2_bar_0_bar_3_bar_30 - location
        loc_bar_0_bar_0_bar_0_bar_30 - location
        loc_bar_0_bar_10_bar_3_bar_30 - location
        loc_bar_0_bar_6_bar_1_bar_30 - location
        loc_bar_1_bar_0_bar_2_bar_30 - location
        loc_bar_1_bar_2_bar_2_bar_30 - location
        loc_bar_2_bar_10_bar_1_bar_30 - location
        loc_bar_2_bar_1_bar_1_bar_30 - location
        )

(:init
        (receptacleType Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 CabinetType)
        (receptacleType Cabinet_bar__minus_00_dot_37_bar__plus_00_dot_40_bar__minus_00_dot_35 CabinetType)
        (receptacleType CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 CounterTopType)
        (receptacleType CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 CounterTopType)
        (receptacleType DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 DiningTableType)
        (receptacleType DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 DiningTableType)
        (receptacleType Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 FridgeType)
        (receptacleType Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 MicrowaveType)
        (receptacleType Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin SinkBasinType)
        (objectType Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47 MugType)
        (objectType ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05 ButterKnifeType)
        (objectType Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65 SpatulaType)
        (objectType Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44 BreadType)
        (objectType Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41 CupType)
        (canContain CabinetType CupType)
        (canContain CabinetType MugType)
        (canContain CounterTopType BreadType)
        (canContain CounterTopType ButterKnifeType)
        (canContain CounterTopType CupType)
        (canContain CounterTopType MugType)
        (canContain CounterTopType SpatulaType)
        (canContain DiningTableType BreadType)
        (canContain DiningTableType ButterKnifeType)
        (canContain DiningTableType CupType)
        (canContain DiningTableType MugType)
        (canContain DiningTableType SpatulaType)
        (canContain FridgeType BreadType)
        (canContain FridgeType CupType)
        (canContain FridgeType MugType)
        (canContain MicrowaveType BreadType)
        (canContain MicrowaveType CupType)
        (canContain MicrowaveType MugType)
        (canContain SinkBasinType ButterKnifeType)
        (canContain SinkBasinType CupType)
        (canContain SinkBasinType MugType)
        (canContain SinkBasinType SpatulaType)
        (pickupable Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47)
        (isReceptacleObject Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47)
        (cleanable Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47)
        (heatable Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47)
        (coolable Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47)
        (pickupable ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05)
        (cleanable ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05)
        (pickupable Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65)
        (cleanable Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65)
        (pickupable Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44)
        (heatable Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44)
        (coolable Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44)
        (sliceable Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44)
        (pickupable Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41)
        (isReceptacleObject Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41)
        (cleanable Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41)
        (heatable Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41)
        (coolable Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41)
        (openable Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23)
        (openable Cabinet_bar__minus_00_dot_37_bar__plus_00_dot_40_bar__minus_00_dot_35)
        (openable Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99)
        (openable Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05)
        (atLocation agent1 loc_bar_0_bar_0_bar_0_bar_30)
        (inReceptacle Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (inReceptacle ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05 CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07)
        (inReceptacle Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65 Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin)
        (inReceptacle Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44 DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48)
        (inReceptacle Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41 DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46)
        (receptacleAtLocation Cabinet_bar__plus_00_dot_99_bar__plus_00_dot_40_bar__plus_01_dot_23 loc_bar_0_bar_6_bar_1_bar_30)
        (receptacleAtLocation Cabinet_bar__minus_00_dot_37_bar__plus_00_dot_40_bar__minus_00_dot_35 loc_bar_1_bar_2_bar_2_bar_30)
        (receptacleAtLocation CounterTop_bar__plus_01_dot_28_bar__plus_00_dot_95_bar__plus_00_dot_07 loc_bar_2_bar_1_bar_1_bar_30)
        (receptacleAtLocation CounterTop_bar__minus_01_dot_00_bar__plus_00_dot_95_bar__minus_00_dot_67 loc_bar__minus_2_bar_0_bar_2_bar_30)
        (receptacleAtLocation DiningTable_bar__plus_01_dot_19_bar__plus_00_dot_92_bar__plus_02_dot_48 loc_bar_2_bar_10_bar_1_bar_30)
        (receptacleAtLocation DiningTable_bar__minus_01_dot_21_bar__plus_00_dot_78_bar__plus_02_dot_46 loc_bar_0_bar_10_bar_3_bar_30)
        (receptacleAtLocation Fridge_bar__minus_01_dot_30_bar__plus_00_dot_01_bar__plus_00_dot_99 loc_bar__minus_1_bar_4_bar_3_bar_30)
        (receptacleAtLocation Microwave_bar__minus_01_dot_34_bar__plus_00_dot_90_bar__plus_00_dot_05 loc_bar__minus_2_bar_0_bar_3_bar_30)
        (receptacleAtLocation Sink_bar__minus_00_dot_01_bar__plus_00_dot_91_bar__minus_00_dot_62_bar_SinkBasin loc_bar_1_bar_0_bar_2_bar_30)
        (objectAtLocation Mug_bar__plus_01_dot_20_bar__plus_00_dot_97_bar__plus_02_dot_47 loc_bar_2_bar_10_bar_1_bar_30)
        (objectAtLocation ButterKnife_bar__plus_01_dot_30_bar__plus_01_dot_00_bar__plus_00_dot_05 loc_bar_2_bar_1_bar_1_bar_30)
        (objectAtLocation Spatula_bar__plus_00_dot_02_bar__plus_00_dot_96_bar__minus_00_dot_65 loc_bar_1_bar_0_bar_2_bar_30)
        (objectAtLocation Bread_bar__plus_01_dot_23_bar__plus_00_dot_97_bar__plus_02_dot_44 loc_bar_2_bar_10_bar_1_bar_30)
        (objectAtLocation Cup_bar__minus_01_dot_16_bar__plus_00_dot_83_bar__plus_02_dot_41 loc_bar_0_bar_10_bar_3_bar_30)
        )

(:goal
            (and
                (exists (?r - receptacle)
                    (exists (?o - object)
                        (and
                            (inReceptacle ?o ?r)
                            (objectType ?o MugType)
                            (receptacleType ?r CabinetType)
                        )
                    )
                )
            )
        )
    )
